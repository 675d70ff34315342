/** The kinds of mail the content module sends. */
export type ContentMailKind = 'ministry_interest_office';
