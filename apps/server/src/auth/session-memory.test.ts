import { describe, expect, it } from 'vitest';
import { createSessionMemory, credentialsOf, sessionMemoryMs } from './session-memory.js';

const ana = { id: 'user-ana', email: 'ana@example.com' };
const ben = { id: 'user-ben', email: 'ben@example.com' };
const inAMonth = new Date(Date.UTC(2026, 11, 25));

function clock(start = Date.UTC(2026, 10, 25)) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe('the memory of verified sessions', () => {
  it('answers a session verified a moment ago, and asks again once its time is up', () => {
    const time = clock();
    const memory = createSessionMemory(time.now);
    memory.remember('cookie-a', ana, inAMonth);
    expect(memory.get('cookie-a')).toEqual(ana);
    time.advance(sessionMemoryMs - 1);
    expect(memory.get('cookie-a')).toEqual(ana);
    time.advance(1);
    expect(memory.get('cookie-a')).toBeUndefined();
  });

  it('never answers a session past its own end', () => {
    const time = clock();
    const memory = createSessionMemory(time.now);
    memory.remember('cookie-a', ana, new Date(time.now() + 1000));
    time.advance(1000);
    expect(memory.get('cookie-a')).toBeUndefined();
  });

  it("forgets every session of a user who signed out, and no one else's", () => {
    const memory = createSessionMemory(clock().now);
    memory.remember('laptop', ana, inAMonth);
    memory.remember('phone', ana, inAMonth);
    memory.remember('bens-laptop', ben, inAMonth);
    memory.forgetUser(ana.id);
    expect(memory.get('laptop')).toBeUndefined();
    expect(memory.get('phone')).toBeUndefined();
    expect(memory.get('bens-laptop')).toEqual(ben);
  });

  it('keys a request by its cookie and bearer token together, and has no key without either', () => {
    expect(credentialsOf({})).toBe('');
    expect(credentialsOf({ cookie: 'a=1' })).not.toBe(credentialsOf({ authorization: 'a=1' }));
    expect(credentialsOf({ cookie: 'a=1', authorization: 'Bearer x' })).toBe('a=1\nBearer x');
  });
});
