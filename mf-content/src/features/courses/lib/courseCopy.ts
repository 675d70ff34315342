import { apiPaths, COURSES, type CourseValue } from '@parish/shared-types';

/** What each course page says about its course. */
export interface CourseDetails {
  value: CourseValue;
  title: string;
  path: string;
  /** The course list's card text. */
  summary: string;
  description: string;
  /** What the sessions cover, in order. */
  topics: readonly string[];
  /** Who the course is for. */
  audience: string;
  image: string;
}

const art = (name: string) => `${apiPaths.seedImages}${name}.svg`;

const DETAILS: Record<CourseValue, Omit<CourseDetails, 'value' | 'title' | 'path'>> = {
  theology: {
    summary: 'The heart of the Catholic faith: God, Christ, the Church and the sacraments.',
    description:
      'An unhurried introduction to what Catholics believe and why, read from the Scriptures and the Creed. Questions are welcome, doubts included: no one needs to know anything before they come.',
    topics: [
      'Revelation: how God speaks through Scripture and Tradition',
      'The Creed, line by line',
      'Jesus Christ, true God and true man',
      'The Holy Spirit and the Church',
      'The seven sacraments',
      'Prayer and the moral life',
    ],
    audience:
      'Anyone curious about the Catholic faith: newcomers, adults preparing for baptism or confirmation, and parishioners who would like a refresher.',
    image: art('bible-study'),
  },
  history: {
    summary:
      'From the apostles to the great councils: how the first Christians lived and believed.',
    description:
      'The story of the Church in its first centuries: the apostolic communities, persecution and martyrdom, the first theologians, and the councils that gave us the Creed we still pray on Sunday.',
    topics: [
      'The apostolic Church in the Acts of the Apostles',
      'Worship and life in the early communities',
      'Persecution, the martyrs and the age of Constantine',
      'The Fathers of the Church',
      'The Councils of Nicaea (325) and Constantinople (381)',
      'What the early Church teaches an ecumenical parish today',
    ],
    audience:
      'Everyone who enjoys history, and anyone who wants to know where our prayers, our creed and our sacraments come from.',
    image: art('reflection'),
  },
  service: {
    summary: 'Faith that acts: Catholic social teaching and hands-on service in our neighbourhood.',
    description:
      'A course that moves between the classroom and the street: we read what the Gospel and Catholic social teaching say about the poor and the common good, then put it into practice alongside our outreach ministry.',
    topics: [
      'The works of mercy in the Gospels',
      'Human dignity and the common good',
      'Listening before helping: serving with respect',
      'Service with the food pantry and seasonal food drives',
      'Visiting the sick and the homebound',
      'Prayer that sustains service',
    ],
    audience:
      'Parishioners who want to serve, and anyone looking for a practical way to live their faith.',
    image: art('food-drive'),
  },
};

/** The three courses with their page copy, in the spec's order. */
export const COURSE_DETAILS: readonly CourseDetails[] = COURSES.map((course) => ({
  ...course,
  ...DETAILS[course.value],
}));

/** The course whose page is `path` (e.g. `/courses/church-history`), if any. */
export function courseAtPath(path: string): CourseDetails | undefined {
  return COURSE_DETAILS.find((course) => course.path === path);
}
