import { z } from 'zod';

export const MIN_PASSWORD_LENGTH = 10;

/**
 * Passwords of 10 characters or more that lead the published lists of leaked passwords (and their
 * keyboard walks): the first words a guesser tries. Compared without case; shorter ones are refused
 * by the length rule already.
 */
const COMMON = new Set(
  [
    '1234567890',
    '0987654321',
    '12345678910',
    '123456789a',
    'a123456789',
    '1234567890a',
    '1q2w3e4r5t',
    '1q2w3e4r5t6y',
    '1qaz2wsx3edc',
    'qwertyuiop',
    'qwertyuiop123',
    'asdfghjkl1',
    'asdfghjkl;',
    'zxcvbnm123',
    'qwerty1234',
    'qwerty12345',
    'qwerty123456',
    'qwertyuiop1',
    'password12',
    'password123',
    'password1234',
    'password!',
    'password01',
    'passw0rd123',
    'p@ssw0rd123',
    'p@ssword123',
    'iloveyou12',
    'iloveyou123',
    'princess123',
    'football123',
    'baseball123',
    'sunshine123',
    'superman123',
    'michael123',
    'welcome123',
    'welcome1234',
    'letmein123',
    'abcdefghij',
    'abcdefg123',
    'abc1234567',
    'abcd123456',
    'aaaaaaaaaa',
    '1111111111',
    '0000000000',
    '1212121212',
    '1122334455',
    '5555555555',
    '9999999999',
    '123123123123',
    '1231231231',
    '123qweasdzxc',
    'qweasdzxc123',
    'administrator',
    'admin12345',
    'admin123456',
    'adminadmin',
    'changeme123',
    'trustno1234',
    'monkey1234',
    'dragon1234',
    'master1234',
    'starwars123',
    'whatever123',
    'computer123',
    'internet123',
    'samsung123',
    'jakarta123',
    'indonesia1',
    'indonesia123',
    'bismillah1',
    'bismillah123',
    'sayang1234',
    'sayangku123',
    'cintaku123',
    'rahasia123',
    'restoran123',
    'restaurant1',
    'restaurant123',
    'kasir12345',
    'cashier123',
    'manager123',
    'saji-demo123',
    'sajidemo123',
  ].map((p) => p.toLowerCase()),
);

/** Why a new password is refused, or null: the rules of the set, reset and change forms. */
export function passwordProblem(password: string, username?: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return `The password needs at least ${MIN_PASSWORD_LENGTH} characters.`;
  const lower = password.toLowerCase();
  if (COMMON.has(lower) || /^(.)\1+$/.test(password)) return 'This password is too common; choose another.';
  if (username && lower.includes(username.toLowerCase())) return 'The password must not contain the username.';
  return null;
}

export const newPasswordSchema = z.string().min(1).max(200);

export const passwordChangeSchema = z.object({
  currentpassword: z.string().min(1).max(200),
  newpassword: newPasswordSchema,
});
export type PasswordChange = z.infer<typeof passwordChangeSchema>;
