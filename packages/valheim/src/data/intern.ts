/**
 * The one shared copy of an id built at run time (a property key is stored once): ids equal by value are then
 * the same string, so the rules compare them by identity and look them up as keys without hashing them again.
 * Ids written as literals already are; ids made with a template (`${slot}${i}`, `${prefix}-${n}`) are not.
 */
export const intern = (id: string): string => Object.keys({ [id]: 0 })[0] as string;
