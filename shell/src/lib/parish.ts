/** The parish's contact details: the footer lists them, the chat gives the address. */
export const PARISH_CONTACT = {
  name: 'Holy Trinity Ecumenical Catholic Church',
  address: '123 Church Street, Springfield',
  mapUrl: 'https://maps.google.com/?q=123+Church+Street+Springfield',
  phone: '(555) 555-0100',
  /** The same number as `phone`, in the form a tel: link needs. */
  phoneE164: '+15555550100',
  email: 'office@holytrinity.example',
} as const;
