// Sending mail (nodemailer), apart from the platform's main entry so that only the apps that
// send mail (the workers) load it.
export * from './mailer';
