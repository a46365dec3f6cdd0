// Marketplace and wallet routes (products, auction window, buy, WeiPai, orders, wallet).
// Owned by the money helper; this stub registers nothing yet.
import type { FastifyPluginAsync } from 'fastify';

export const marketPlugin: FastifyPluginAsync = async () => {};
