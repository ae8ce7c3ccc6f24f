// The renewal job's name, apart from its code: the stock domain queues a held renewal again by it.
export const RENEW_JOB = "subscriptions.renew";
