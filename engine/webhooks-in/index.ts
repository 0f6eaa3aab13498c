// Inbound vendor webhooks: verification by the kind's declared scheme, handshakes, events and how
// they change the context store. The server adds endpoints, secrets, duplicates and the route.

export type { WebhookPlan } from '../plan/webhooks.ts';
export { type Applied, type ApplyDeps, applyEvent } from './apply.ts';
export { eventsOf, type InboundEvent, MAX_EVENTS_PER_DELIVERY } from './events.ts';
export { type HandshakeAnswer, matchHandshake } from './handshake.ts';
export { type InboundRequest, MAX_INBOUND_BODY_BYTES, parsedBody } from './request.ts';
export { signedPayload, signingKey, type Verdict, verifyDelivery } from './verify.ts';
