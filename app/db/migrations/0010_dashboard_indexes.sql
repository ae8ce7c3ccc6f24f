CREATE INDEX "creator_commissions_paid_idx" ON "creator_commissions" USING btree ("paid_at");--> statement-breakpoint
CREATE INDEX "orders_paid_idx" ON "orders" USING btree ("paid_at");--> statement-breakpoint
CREATE INDEX "orders_email_paid_idx" ON "orders" USING btree ("email","paid_at");--> statement-breakpoint
CREATE INDEX "reward_distributions_created_idx" ON "reward_distributions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "reward_entries_due_idx" ON "reward_entries" USING btree ("wallet") WHERE status = 'earned' and distribution_id is null;--> statement-breakpoint
CREATE INDEX "subscription_renewals_on_idx" ON "subscription_renewals" USING btree ("renewal_on");