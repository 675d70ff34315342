/** The About page's five values (spec: Our Mission). */
export const VALUES = [
  {
    title: 'Authentic Worship',
    text: 'We gather around Word and Sacrament every week, with music and prayer that come from the heart.',
  },
  {
    title: 'Biblical Teaching',
    text: 'We read the Scriptures together and let them shape how we think, pray and live.',
  },
  {
    title: 'Genuine Community',
    text: 'We share meals, joys and sorrows, and no one has to walk the road of faith alone.',
  },
  {
    title: 'Compassionate Service',
    text: 'We feed the hungry, visit the sick and homebound, and stand with neighbours in need.',
  },
  {
    title: 'Intentional Discipleship',
    text: 'We help one another grow as followers of Jesus, at every age and stage of life.',
  },
] as const;
