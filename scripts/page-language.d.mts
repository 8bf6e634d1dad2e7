import type { IncomingHttpHeaders } from 'node:http';
export const LANGUAGE_COOKIE: string;
export const ROOT_LANGUAGE: string;
export function builtLanguages(root: string): string[];
export function pageLanguage(headers: IncomingHttpHeaders, languages: readonly string[]): string;
export function pageFile(language: string, page: string): string;
