/** The kinds of mail the identity module sends. */
export type IdentityMailKind = 'password_reset' | 'new_device_sign_in';
