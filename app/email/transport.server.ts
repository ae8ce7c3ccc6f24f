// One nodemailer transport per SMTP_URL, pooled, reused across messages.
import nodemailer, { type Transporter } from "nodemailer";
import type Mail from "nodemailer/lib/mailer";

const transports = new Map<string, Transporter>();

export async function sendMail(smtpUrl: string, message: Mail.Options) {
  let transport = transports.get(smtpUrl);
  if (!transport) {
    transport = nodemailer.createTransport(smtpUrl);
    transports.set(smtpUrl, transport);
  }
  return transport.sendMail(message);
}
