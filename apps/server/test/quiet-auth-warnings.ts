/**
 * better-auth logs every wrong password and unknown e-mail itself (console.warn), whatever
 * LOG_LEVEL says; the lock-out tests make dozens on purpose. Only those two lines are dropped.
 */
const expected = /\[Better Auth\]:.*(Invalid password|User not found)/;
const warn = console.warn.bind(console);
console.warn = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && expected.test(args[0])) return;
  warn(...args);
};
