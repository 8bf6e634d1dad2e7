import { z } from 'zod';

// What ONDC buyer apps send the shop's seller node and what it answers at once (Beckn core
// 1.x as ONDC retail 1.2.0 uses it; docs/ondc.md). Only the context is checked field by
// field here; each action's message is read by its own answer.

/** The actions a buyer app may call; those not answered yet get a NACK "not supported". */
export const ondcActions = [
  'search',
  'select',
  'init',
  'confirm',
  'status',
  'cancel',
  'track',
  'update',
  'rating',
  'support',
] as const;
export type OndcAction = (typeof ondcActions)[number];

/** Beckn's error types (core spec, Error.type). */
export type BecknErrorType =
  'CONTEXT-ERROR' | 'CORE-ERROR' | 'DOMAIN-ERROR' | 'POLICY-ERROR' | 'JSON-SCHEMA-ERROR';

export interface BecknError {
  type: BecknErrorType;
  /** ONDC's error code (developer-docs, protocol-network-extension/error-codes.md). */
  code: string;
  message: string;
}

export type OndcAck =
  | { message: { ack: { status: 'ACK' } } }
  | { message: { ack: { status: 'NACK' } }; error: BecknError };

export const ACK: OndcAck = { message: { ack: { status: 'ACK' } } };
export const nack = (error: BecknError): OndcAck => ({
  message: { ack: { status: 'NACK' } },
  error,
});

const id = z.string().trim().min(1).max(100);

/** The request context as ONDC retail 1.2.0 writes it. */
export const ondcContextSchema = z.looseObject({
  domain: z.string(),
  country: z.string(),
  city: z.string(),
  action: z.string(),
  core_version: z.string(),
  bap_id: z.string().min(1).max(255),
  bap_uri: z.url().refine((u) => /^https?:$/.test(new URL(u).protocol)),
  bpp_id: z.string().optional(),
  bpp_uri: z.string().optional(),
  transaction_id: id,
  message_id: id,
  timestamp: z.iso.datetime({ offset: true }),
  ttl: z.string().optional(),
});
export type OndcContext = z.infer<typeof ondcContextSchema>;

export const ondcRequestSchema = z.looseObject({
  context: ondcContextSchema,
  message: z.looseObject({}),
});
export type OndcRequest = z.infer<typeof ondcRequestSchema>;
