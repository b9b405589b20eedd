/** Credentials the e2e servers are started with (test-only values). */
export const admin = { email: "jordan.admin@ember.test", password: "correct horse battery staple" };
export const outsider = { email: "not.a.member@ember.test", password: "another long passphrase" };
export const appId = "ember";
