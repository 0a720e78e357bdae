import { hash, verify } from '@node-rs/argon2';
import type { Config } from '../config.js';

export type PasswordHasher = {
  hash(password: string): Promise<string>;
  verify(passwordHash: string, password: string): Promise<boolean>;
};

/**
 * argon2id with OWASP's minimum (19 MiB, 2 iterations, 1 lane); config may only raise them.
 * The parameters are stored inside each hash, so raising them later keeps old hashes valid.
 */
export function createPasswordHasher(
  config: Pick<Config, 'argon2MemoryKib' | 'argon2Iterations'>,
): PasswordHasher {
  const options = {
    // Algorithm.Argon2id; the enum is an ambient const enum, which isolated modules cannot read.
    algorithm: 2 as const,
    memoryCost: config.argon2MemoryKib,
    timeCost: config.argon2Iterations,
    parallelism: 1,
  };
  return {
    hash: (password) => hash(password, options),
    async verify(passwordHash, password) {
      try {
        return await verify(passwordHash, password);
      } catch {
        return false;
      }
    },
  };
}
