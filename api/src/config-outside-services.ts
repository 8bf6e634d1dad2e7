import { z } from 'zod';
import { booleanFlag } from './lib/boolean-flag.ts';
import type { BucketSettings } from './images/s3-image-store.ts';

/**
 * The outside services the API can use, each optional: an SMTP server for the order
 * emails, Redis shared by several API processes, and a bucket for photos. Read with the
 * rest of the environment by `loadConfig`.
 */
export const outsideServicesEnv = {
  SMTP_URL: z
    .url({ error: 'must be a URL such as smtp://user:pass@smtp.example.com:587' })
    .refine((u) => /^smtps?:$/.test(new URL(u).protocol), {
      error: 'must start with smtp:// or smtps://',
    })
    .optional(),
  MAIL_FROM: z
    .string()
    .trim()
    .min(3, { error: 'must be an address such as Kirana <orders@example.com>' })
    .optional(),
  SELLER_NOTIFY_EMAIL: z
    .string()
    .transform((list) =>
      list
        .split(',')
        .map((e) => e.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.email({ error: 'must be email addresses separated by commas' })).min(1))
    .optional(),
  MAIL_OUTBOX_DIR: z.string().default('.data/outbox'),
  MAIL_WORKER: z
    .enum(['process', 'inline'], { error: 'must be process or inline' })
    .default('process'),
  S3_BUCKET: z.string().trim().min(3, { error: 'must be a bucket name' }).optional(),
  S3_ENDPOINT: z
    .url({ error: 'must be a URL such as https://s3.ap-south-1.amazonaws.com' })
    .optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: booleanFlag.default(false),
  REDIS_URL: z
    .url({ error: 'must be a URL such as redis://127.0.0.1:6379' })
    .refine((u) => /^rediss?:$/.test(new URL(u).protocol), {
      error: 'must start with redis:// or rediss://',
    })
    .optional(),
  REDIS_PREFIX: z
    .string()
    .regex(/^[\w.-]{1,40}$/, { error: 'must be letters, digits, dots or dashes' })
    .default('kirana'),
};

type ServicesEnv = z.infer<z.ZodObject<typeof outsideServicesEnv>>;

export interface OutsideServices {
  mail: {
    /** Without it, emails are written as .eml files under `outboxDir`. */
    smtpUrl: string | undefined;
    from: string;
    /** Who hears of new orders; undefined = every seller account's address. */
    sellerNotify: string[] | undefined;
    outboxDir: string;
    /**
     * `process`: a worker process of the API's sends them (notification/mail-worker.ts);
     * `inline`: the API's own process does.
     */
    worker: 'process' | 'inline';
  };
  /** Shared limits and signals between API processes; without it, each process alone. */
  redis: { url: string; prefix: string } | undefined;
  /** Processed photos in an S3-compatible bucket instead of UPLOAD_DIR. */
  bucket: BucketSettings | undefined;
}

/** Why these settings cannot start the API, if they cannot. */
export function outsideServicesRefusal(e: ServicesEnv, production: boolean): string | undefined {
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    return 'Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither.';
  }
  if (production && e.SMTP_URL && !e.MAIL_FROM) {
    return 'SMTP_URL needs MAIL_FROM, the address your emails come from.';
  }
  return undefined;
}

export function outsideServices(
  e: ServicesEnv,
  fromRoot: (path: string) => string,
): OutsideServices {
  return {
    mail: {
      smtpUrl: e.SMTP_URL,
      // Without a display name of its own, the emails show SHOP_NAME (shop-mail-outbox.ts).
      from: e.MAIL_FROM ?? 'no-reply@localhost',
      sellerNotify: e.SELLER_NOTIFY_EMAIL,
      outboxDir: fromRoot(e.MAIL_OUTBOX_DIR),
      worker: e.MAIL_WORKER,
    },
    redis: e.REDIS_URL ? { url: e.REDIS_URL, prefix: e.REDIS_PREFIX } : undefined,
    bucket: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : undefined,
  };
}
