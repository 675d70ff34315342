/** The kinds of mail the worship module sends. */
export type WorshipMailKind =
  'mass_intention' | 'sacrament_acknowledgement' | 'sacrament_scheduled';
