/**
 * Deterministic ids in SQL: the md5 of a key, with the version and variant nibbles of a v4 uuid
 * (the contract's uuid format checks them), so a child row can name its parent without a join.
 */
export const uuidText = (key: string) =>
  `overlay(overlay(md5(${key}) placing '4' from 13 for 1) placing '8' from 17 for 1)`;

export const uuidOf = (key: string) => `${uuidText(key)}::uuid`;

/** The id of the k-th child (k = 1…9) of a parent: ids sort in k order. */
export const childUuid = (key: string, k: string) => `overlay(${uuidText(key)} placing ${k}::text from 32 for 1)::uuid`;
