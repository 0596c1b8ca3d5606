/**
 * Where the services that schedule and count days read the time: tests give a clock they move,
 * so due dates, streaks and local days are checked at chosen instants.
 */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
