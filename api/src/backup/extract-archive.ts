import { posix } from 'node:path';
import { extract, list, ReadEntry } from 'tar';
import { RestoreRefused } from './restore-refused.ts';

const PLAIN = new Set(['File', 'OldFile', 'ContiguousFile', 'Directory']);

/** Why an archive entry must not be unpacked, or undefined when it may. */
function unsafe(entry: ReadEntry): string | undefined {
  const path = entry.path;
  if (!PLAIN.has(entry.type)) {
    const kind =
      entry.type === 'SymbolicLink'
        ? 'symbolic link'
        : entry.type === 'Link'
          ? 'hard link'
          : entry.type;
    return `${path} is a ${kind}; a backup holds only files and folders`;
  }
  if (
    path.includes('\\') ||
    path.includes('\0') ||
    posix.isAbsolute(path) ||
    /^[A-Za-z]:/.test(path)
  )
    return `${path} is not a plain relative path`;
  if (path.split('/').includes('..')) return `${path} points outside the archive's folder`;
  return undefined;
}

/**
 * Unpacks a backup archive into the (empty, private) folder `into`, after reading it once
 * to refuse links, devices and paths that would land outside that folder: tar would resolve
 * or skip some of those on its own, but a backup that holds any was not written by Kirana.
 */
export async function extractArchive(archive: string, into: string): Promise<void> {
  const problems: string[] = [];
  try {
    await list({
      file: archive,
      strict: true,
      onReadEntry: (entry) => {
        const problem = unsafe(entry);
        if (problem) problems.push(problem);
      },
    });
  } catch (err) {
    throw new RestoreRefused(
      `${archive} is not a readable backup archive: ${(err as Error).message}`,
    );
  }
  if (problems.length > 0)
    throw new RestoreRefused(`Refusing this archive: ${problems.slice(0, 5).join('; ')}.`);
  await extract({
    file: archive,
    cwd: into,
    strict: true,
    // Again, in case the file changed since it was read.
    filter: (_, entry) => entry instanceof ReadEntry && !unsafe(entry),
  });
}
