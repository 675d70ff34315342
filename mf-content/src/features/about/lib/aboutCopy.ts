export interface InformationItem {
  title: string;
  text: string;
  link?: { to: string; label: string };
}

/** The About page's information block (spec: eight subjects, the quiz at /catholic-quiz). */
export const INFORMATION: readonly InformationItem[] = [
  {
    title: "I'm New",
    text: 'First time with us? Here is what to expect on a Sunday, and how to find your way.',
    link: { to: '/about/new', label: 'Read the newcomer guide' },
  },
  {
    title: 'Staff Directory',
    text: 'Our pastoral staff, deacons, parish council and fellowship, and how to reach each.',
    link: { to: '/about/staff-directory', label: 'Open the staff directory' },
  },
  {
    title: 'Parish Council',
    text: 'Lay members elected by the parish share in decisions with the pastor: our budget, our buildings and our priorities.',
    link: { to: '/about/staff-directory#parish-council', label: 'About the parish council' },
  },
  {
    title: 'Clergy Council & Pastoral Team',
    text: 'Our pastor, deacon and ministry leaders plan worship, formation and pastoral care together.',
    link: { to: '/about/staff-directory#pastoral-staff', label: 'Meet the pastoral team' },
  },
  {
    title: 'What is the ECC?',
    text: 'The Ecumenical Catholic Communion is a family of Catholic communities that keep the sacraments and traditions of the Catholic faith, are not under the authority of the Bishop of Rome, and make decisions together, clergy and lay people alike.',
  },
  {
    title: 'Old Catholic Movement',
    text: 'Old Catholic churches trace their roots to the Church of Utrecht, independent of Rome since 1723, and to the Catholics who did not accept the papal infallibility defined in 1870. They formed the Union of Utrecht in 1889.',
  },
  {
    title: 'Divorced Catholics',
    text: 'If you are divorced, or divorced and remarried, you are welcome here and at the Lord’s table. Our pastor is glad to talk with you in confidence.',
  },
  {
    title: 'Catholic Quiz',
    text: 'Ten questions on the faith, the liturgical year and our history, with the answers explained.',
    link: { to: '/catholic-quiz', label: 'Take the Catholic Quiz' },
  },
];
