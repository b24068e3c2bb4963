import { describe, expect, it } from 'vitest';
import { passwordProblem } from './passwords.js';
import { usernameFor, usernameSchema } from './users.js';

describe('new passwords', () => {
  it('need 10 characters, not a common one, not one repeated character, not the username', () => {
    expect(passwordProblem('short')).toBe('The password needs at least 10 characters.');
    for (const common of ['password123', 'Password123', '1234567890', 'qwertyuiop', 'zzzzzzzzzzzz']) {
      expect(passwordProblem(common), common).toBe('This password is too common; choose another.');
    }
    expect(passwordProblem('my-cashier-2026', 'cashier')).toBe('The password must not contain the username.');
    expect(passwordProblem('Kopi-Susu-Gula-42', 'cashier')).toBeNull();
  });
});

describe('usernames', () => {
  it('are proposed from the company code and the employee ID, lowercase, within the rule', () => {
    expect(usernameFor('SAJI', 'EMP-0004')).toBe('saji.emp-0004');
    expect(usernameFor('DUA', 'D 001/X')).toBe('dua.d-001-x');
    expect(usernameSchema.safeParse(usernameFor('SAJI', 'EMP-0004')).success).toBe(true);
    expect(usernameSchema.safeParse('Admin').success).toBe(false);
    expect(usernameSchema.safeParse('ab').success).toBe(false);
  });
});
