import { hash, verify } from '@node-rs/argon2';

// OWASP's minimum for argon2id: 19 MiB, two passes, one lane.
// algorithm 2 is Argon2id (a const enum in the typings, so it is written as its value).
const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
// Each hash holds 19 MiB while it runs; a burst of sign-ins queues here instead of exhausting memory.
const MAX_CONCURRENT_HASHES = 4;

let running = 0;
const waiting: (() => void)[] = [];

async function withHashSlot<T>(fn: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT_HASHES) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await fn();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

export const hashPassword = (password: string) => withHashSlot(() => hash(password, ARGON2_OPTIONS));

export const verifyPassword = (passwordHash: string, password: string) =>
  withHashSlot(() => verify(passwordHash, password).catch(() => false));

// A fixed hash to verify against when the user does not exist, so timing does not reveal usernames.
let decoyHash: Promise<string> | undefined;
export const decoyPasswordHash = () => {
  decoyHash ??= hashPassword('saji-decoy-password');
  return decoyHash;
};
