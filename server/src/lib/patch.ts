/**
 * True when a PATCH body names no field (`{}`): a no-op that answers the resource as it is,
 * without writing it (its updatedAt stays).
 */
export const changesNothing = (patch: object) => Object.values(patch).every((value) => value === undefined);
