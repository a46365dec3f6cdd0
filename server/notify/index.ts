// The notify feature's public module: what the realtime socket needs to fan notifications out.
export { allNotificationsOf, frameIn, notificationFrame } from './store';
export { NOTIFY_TOPICS, type NotifyChanged } from './topics';
