/** The kinds of mail the giving module sends. */
export type GivingMailKind =
  | 'gift_receipt'
  | 'purchase_receipt'
  | 'donor_sign_in'
  | 'renewal_failed'
  | 'recurring_gift_changed'
  | 'year_end_statement';
