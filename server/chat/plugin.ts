// The chat group's plugin: groups, history, read marks and sending (the socket is realtime/'s).
import { defineCallGroup } from '../http/call-group';
import { chatCalls } from './routes';

export const chatPlugin = defineCallGroup('chat', chatCalls);
