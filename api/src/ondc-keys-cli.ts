import { generateKeyPairSync } from 'node:crypto';
import { generateOndcKeyPair } from './modules/ondc/ondc-keys.ts';

// `npm run ondc:keys`: a new signing key pair for the shop's ONDC seller node, and what to
// do with each half (docs/ondc.md, "Getting listed"). Nothing is written to disk: the
// private key goes into the server's environment, where the other secrets are.
const signing = generateOndcKeyPair();
// The registry's /subscribe also takes an X25519 key (ASN.1 DER, base64) for its challenge.
const encryption = generateKeyPairSync('x25519');
const der = (key: Buffer) => key.toString('base64');

console.log(`ONDC keys for this shop (keep the private ones secret)

Put in the API's environment:
  ONDC_SIGNING_PRIVATE_KEY=${signing.privateKey}

Register with ONDC (the /subscribe request's key_pair):
  signing_public_key:    ${signing.publicKey}
  encryption_public_key: ${der(encryption.publicKey.export({ format: 'der', type: 'spki' }))}
  valid_from / valid_until: the dates you choose; sign nothing after valid_until.

Keep for the registry's on_subscribe challenge (Kirana does not answer it yet; see docs/ondc.md):
  encryption_private_key: ${der(encryption.privateKey.export({ format: 'der', type: 'pkcs8' }))}

Then set ONDC_SUBSCRIBER_ID, ONDC_UNIQUE_KEY_ID (the unique_key_id you registered),
ONDC_SUBSCRIBER_URL, ONDC_REGISTRY_URL, ONDC_CITY and ONDC_GPS, and restart the API.`);
