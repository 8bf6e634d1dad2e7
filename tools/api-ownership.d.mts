export declare const TABLE_OWNERS: Readonly<Record<string, string>>;
export declare const KNOWN_TABLE_CROSSINGS: readonly string[];
export declare const KNOWN_IMPORT_CROSSINGS: readonly string[];
