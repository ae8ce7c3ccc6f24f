// The renewal job's name, apart from its code (app/flows/renew-subscription.server.ts): the
// subscriptions' sweep queues due renewals by it and the stock domain queues a held renewal again.
export const RENEW_JOB = "subscriptions.renew";
