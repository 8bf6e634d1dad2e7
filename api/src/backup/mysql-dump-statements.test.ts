import { describe, expect, it } from 'vitest';
import { DumpSplitter } from './mysql-dump-statements.ts';
import { RestoreRefused } from './restore-refused.ts';

function split(dump: string): string[] {
  const splitter = new DumpSplitter();
  const statements = dump.split('\n').flatMap((line) => splitter.line(line).map((s) => s.sql));
  splitter.end();
  return statements;
}

describe('splitting a mysqldump file into statements', () => {
  it('follows quotes, escapes, comments and versioned comments', () => {
    expect(
      split(
        [
          '/*M!999999\\- enable the sandbox mode */ ',
          '-- MariaDB dump',
          '/*!40101 SET NAMES utf8mb4 */;',
          '# a comment; with a semicolon',
          "INSERT INTO `a;b` VALUES (1,'it\\'s; \\\\',\"x;\"),(2,'''; \\! no'); /* a; */ SELECT 1;",
          "INSERT INTO t VALUES ('two",
          "lines;');",
          '--not-a-comment is code;',
        ].join('\n'),
      ),
    ).toEqual([
      '/*!40101 SET NAMES utf8mb4 */',
      "INSERT INTO `a;b` VALUES (1,'it\\'s; \\\\',\"x;\"),(2,'''; \\! no')",
      'SELECT 1',
      "INSERT INTO t VALUES ('two\nlines;')",
      '--not-a-comment is code',
    ]);
  });

  it('follows DELIMITER, as dumps of triggers use it', () => {
    expect(
      split(
        'DELIMITER ;;\nCREATE TRIGGER t BEFORE INSERT ON x FOR EACH ROW BEGIN SET @a = 1; END ;;\nDELIMITER ;\nSELECT 2;',
      ),
    ).toEqual([
      'CREATE TRIGGER t BEFORE INSERT ON x FOR EACH ROW BEGIN SET @a = 1; END',
      'SELECT 2',
    ]);
  });

  it.each([
    ['\\! touch /tmp/x'],
    ['SELECT 1; \\! touch /tmp/x'],
    ['SELECT 1 \\g'],
    ['/*!40101 \\! id */;'],
    ['system touch /tmp/x'],
    ['SELECT 1;  SOURCE /etc/passwd'],
    ['/* hidden */ system id'],
    ['use mysql;'],
    ['\\. /etc/passwd'],
  ])('refuses client commands: %s', (dump) => {
    expect(() => split(dump)).toThrow(RestoreRefused);
    expect(() => split(dump)).toThrow(/client command/);
  });

  it('refuses a dump that stops inside a statement or a string', () => {
    expect(() => split('INSERT INTO t VALUES (1);\nINSERT INTO t VALUES (2')).toThrow(
      /ends in the middle of a statement \(from line 2\)/,
    );
    expect(() => split("INSERT INTO t VALUES ('abc;")).toThrow(/incomplete/);
  });
});
