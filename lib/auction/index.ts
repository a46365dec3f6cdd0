export {
  auctionStatus,
  msOfDayIn,
  parseHhmm,
  serverClock,
  type AuctionPhase,
  type AuctionStatus,
  type AuctionWindow,
} from './status';
export { nextWindowStart } from './next-start';
export {
  clockJumped,
  countdownTarget,
  crossedMilestone,
  formatCountdown,
  ServerClock,
  type ClockSample,
  type Milestone,
} from './server-clock';
