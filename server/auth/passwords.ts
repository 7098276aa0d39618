import bcrypt from 'bcryptjs';

// Cost 8 keeps the demo seed and tests fast; a real platform would use more.
const COST = 8;

export const hashPassword = (password: string) => bcrypt.hash(password, COST);
export const checkPassword = (password: string, hash: string | null) =>
  hash ? bcrypt.compare(password, hash) : Promise.resolve(false);
