import { createReadStream } from 'node:fs';
import { RestoreRefused } from './restore-refused.ts';

export interface DumpStatement {
  sql: string;
  /** Where it starts in the dump, for error messages. */
  line: number;
}

/**
 * Words the mysql command-line client takes as its own commands at the start of a
 * statement (`system` runs a shell, `source` reads a file, `use` leaves the database…).
 * Loading through the driver makes them inert; refusing them says what the dump tried.
 */
const CLIENT_COMMANDS = new Set([
  '?',
  'charset',
  'clear',
  'connect',
  'edit',
  'ego',
  'exit',
  'go',
  'help',
  'nopager',
  'notee',
  'nowarning',
  'pager',
  'print',
  'prompt',
  'query_attributes',
  'quit',
  'rehash',
  'resetconnection',
  'source',
  'ssl_session_data_print',
  'status',
  'system',
  'tee',
  'use',
  'warnings',
]);

/** MariaDB's mysqldump opens with this, for its own client only; the server ignores it. */
const SANDBOX_LINE = '/*M!999999\\- enable the sandbox mode */';

type State = 'code' | "'" | '"' | '`' | 'comment';

const WORD = /([A-Za-z_]+|\?)(?=[\s;]|$)/y;
const SPACE = /\s*/y;
const QUOTE_END: Record<"'" | '"' | '`', RegExp> = {
  "'": /['\\]/g,
  '"': /["\\]/g,
  '`': /`/g,
};

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

/**
 * Splits a mysqldump file into statements the way the mysql client would, so that the
 * restore can send them through the driver, where nothing in a dump can reach a shell
 * or a file. Quotes, comments, MySQL's executable comments and DELIMITER are followed;
 * a client command (`\!`, `system`, `source`, …) anywhere outside a string or comment is
 * refused, as is a dump that stops in the middle of a statement.
 */
export class DumpSplitter {
  private delimiter = ';';
  private special = this.specialChars();
  private state: State = 'code';
  private inExecutableComment = false;
  private parts: string[] = [];
  private hasCode = false;
  private startLine = 1;
  private lineNo = 0;

  /** Feeds one line (without its newline); returns the statements it completes. */
  line(text: string): DumpStatement[] {
    this.lineNo += 1;
    if (this.lineNo === 1 && text.trim() === SANDBOX_LINE) return [];
    const done: DumpStatement[] = [];
    const s = `${text}\n`;
    let i = 0;
    while (i < s.length) {
      if (this.state === 'code') i = this.code(s, i, done);
      else if (this.state === 'comment') i = this.comment(s, i);
      else i = this.quoted(s, i, this.state);
    }
    return done;
  }

  /** Call at the end of the dump. */
  end(): void {
    if (this.state !== 'code' || this.inExecutableComment || this.hasCode)
      throw new RestoreRefused(
        `The dump ends in the middle of a statement (from line ${this.startLine}): it is incomplete.`,
      );
  }

  private specialChars(): RegExp {
    return new RegExp(`['"\`\\\\#\\-/*]|${escapeRegExp(this.delimiter.charAt(0))}`, 'g');
  }

  private refuse(what: string): never {
    throw new RestoreRefused(
      `The dump holds a mysql client command (${what}) at line ${this.lineNo}; a Kirana backup never does. Refusing it.`,
    );
  }

  private code(s: string, i: number, done: DumpStatement[]): number {
    SPACE.lastIndex = i;
    SPACE.exec(s);
    const start = SPACE.lastIndex;
    if (start >= s.length) {
      if (this.hasCode) this.parts.push(s.slice(i));
      return s.length;
    }
    if (!this.hasCode) {
      this.startLine = this.lineNo;
      WORD.lastIndex = start;
      const word = WORD.exec(s)?.[1]?.toLowerCase();
      if (word === 'delimiter') {
        const next = /^\s*(\S+)/.exec(s.slice(WORD.lastIndex))?.[1];
        if (!next) this.refuse('DELIMITER without a delimiter');
        this.delimiter = next;
        this.special = this.specialChars();
        return s.length;
      }
      if (word && CLIENT_COMMANDS.has(word)) this.refuse(word);
    }
    this.special.lastIndex = start;
    const j = this.special.exec(s)?.index ?? s.length;
    if (j > start) this.hasCode = true;
    this.parts.push(s.slice(i, j));
    if (j >= s.length) return j;

    const c = s.charAt(j);
    if (!this.inExecutableComment && s.startsWith(this.delimiter, j)) {
      if (this.hasCode) done.push({ sql: this.parts.join('').trim(), line: this.startLine });
      this.parts = [];
      this.hasCode = false;
      return j + this.delimiter.length;
    }
    if (c === '\\') this.refuse(`\\${s[j + 1] ?? ''}`);
    if (c === '#' || (c === '-' && s[j + 1] === '-' && /\s/.test(s[j + 2] ?? '\n'))) {
      this.parts.push('\n');
      return s.length;
    }
    if (c === '/' && s[j + 1] === '*') {
      if (s[j + 2] === '!' || (s[j + 2] === 'M' && s[j + 3] === '!')) {
        // MySQL's versioned comments are statements for the server: keep them as code.
        this.inExecutableComment = true;
        this.hasCode = true;
        this.parts.push('/*');
      } else {
        this.state = 'comment';
        this.parts.push(' ');
      }
      return j + 2;
    }
    if (c === '*' && this.inExecutableComment && s[j + 1] === '/') {
      this.inExecutableComment = false;
      this.parts.push('*/');
      return j + 2;
    }
    this.hasCode = true;
    this.parts.push(c);
    if (c === "'" || c === '"' || c === '`') this.state = c;
    return j + 1;
  }

  private quoted(s: string, i: number, quote: "'" | '"' | '`'): number {
    const end = QUOTE_END[quote];
    end.lastIndex = i;
    for (;;) {
      const m = end.exec(s);
      if (!m) {
        this.parts.push(s.slice(i));
        return s.length;
      }
      // A backslash escapes the next character; a doubled quote is one quote.
      if (m[0] === '\\' || s[m.index + 1] === quote) {
        end.lastIndex = m.index + 2;
        continue;
      }
      this.parts.push(s.slice(i, m.index + 1));
      this.state = 'code';
      return m.index + 1;
    }
  }

  private comment(s: string, i: number): number {
    const close = s.indexOf('*/', i);
    if (close < 0) return s.length;
    this.state = 'code';
    return close + 2;
  }
}

/** The statements of a dump file, read as it is loaded (dumps can be larger than memory). */
export async function* dumpStatements(file: string): AsyncGenerator<DumpStatement> {
  const splitter = new DumpSplitter();
  let rest = '';
  for await (const chunk of createReadStream(file, { encoding: 'utf8' })) {
    const lines = (rest + (chunk as string)).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) yield* splitter.line(line);
  }
  if (rest) yield* splitter.line(rest);
  splitter.end();
}
