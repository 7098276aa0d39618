import { describe, expect, it } from 'vitest';
import { readQuery, startsInLoginShell } from './loginShell';

describe('startsInLoginShell', () => {
  it.each([
    ['/login', '', false, true],
    ['/login', '?redirect=%2Fjobs', false, true],
    ['/login', '?PID=24001&Password=guest1234', false, true],
    // Somebody already in is sent on by the router's guard…
    ['/login', '', true, false],
    ['/login', '?redirect=%2Fjobs', true, false],
    // …unless a guest link logs in anew.
    ['/login', '?PID=24001&Password=guest1234', true, true],
    ['/login', '?PCID=1001', true, true],
    ['/jobs', '', false, false],
    ['/forgotten-password', '', false, false],
    ['/login/extra', '', false, false],
  ])('%s%s, signed in %s → shell %s', (pathname, search, signedIn, shell) => {
    expect(startsInLoginShell({ pathname, search }, signedIn)).toBe(shell);
  });
});

describe('readQuery reads /login the way the router does', () => {
  it.each([
    ['?PID=24001', { PID: 24001 }],
    ['?PID=P-24001', { PID: 'P-24001' }],
    ['?login=crew%40demo.test&Password=x', { login: 'crew@demo.test', Password: 'x' }],
    // The router writes a string that looks like a number in quotes.
    ['?PCID=%221001%22', { PCID: '1001' }],
    ['?redirect=%2Fjobs%3Fq%3D1', { redirect: '/jobs?q=1' }],
    ['', {}],
  ])('%s', (query, expected) => {
    expect(readQuery(query)).toEqual(expected);
  });
});
