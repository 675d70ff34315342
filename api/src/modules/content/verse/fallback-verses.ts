/**
 * Verses shown when the daily-verse service cannot be reached, in the King
 * James Version's wording (public domain), one picked per day by date.
 */
export interface VerseDetails {
  text: string;
  reference: string;
}

export const FALLBACK_VERSES: readonly VerseDetails[] = [
  {
    reference: 'John 3:16',
    text: 'For God so loved the world, that he gave his only begotten Son, that whosoever believeth in him should not perish, but have everlasting life.',
  },
  { reference: 'Psalm 23:1', text: 'The LORD is my shepherd; I shall not want.' },
  {
    reference: 'Philippians 4:13',
    text: 'I can do all things through Christ which strengtheneth me.',
  },
  {
    reference: 'Proverbs 3:5-6',
    text: 'Trust in the LORD with all thine heart; and lean not unto thine own understanding. In all thy ways acknowledge him, and he shall direct thy paths.',
  },
  {
    reference: 'Romans 8:28',
    text: 'And we know that all things work together for good to them that love God, to them who are the called according to his purpose.',
  },
  {
    reference: 'Isaiah 40:31',
    text: 'But they that wait upon the LORD shall renew their strength; they shall mount up with wings as eagles; they shall run, and not be weary; and they shall walk, and not faint.',
  },
  {
    reference: 'Jeremiah 29:11',
    text: 'For I know the thoughts that I think toward you, saith the LORD, thoughts of peace, and not of evil, to give you an expected end.',
  },
  {
    reference: 'Matthew 11:28',
    text: 'Come unto me, all ye that labour and are heavy laden, and I will give you rest.',
  },
  {
    reference: 'Psalm 46:1',
    text: 'God is our refuge and strength, a very present help in trouble.',
  },
  {
    reference: 'Joshua 1:9',
    text: 'Have not I commanded thee? Be strong and of a good courage; be not afraid, neither be thou dismayed: for the LORD thy God is with thee whithersoever thou goest.',
  },
  {
    reference: '1 Corinthians 13:13',
    text: 'And now abideth faith, hope, charity, these three; but the greatest of these is charity.',
  },
  {
    reference: 'Matthew 5:9',
    text: 'Blessed are the peacemakers: for they shall be called the children of God.',
  },
  {
    reference: 'Psalm 119:105',
    text: 'Thy word is a lamp unto my feet, and a light unto my path.',
  },
  {
    reference: 'Lamentations 3:22-23',
    text: "It is of the LORD's mercies that we are not consumed, because his compassions fail not. They are new every morning: great is thy faithfulness.",
  },
  {
    reference: 'Micah 6:8',
    text: 'He hath shewed thee, O man, what is good; and what doth the LORD require of thee, but to do justly, and to love mercy, and to walk humbly with thy God?',
  },
  { reference: '1 John 4:19', text: 'We love him, because he first loved us.' },
  {
    reference: 'John 14:6',
    text: 'Jesus saith unto him, I am the way, the truth, and the life: no man cometh unto the Father, but by me.',
  },
  {
    reference: 'John 14:27',
    text: 'Peace I leave with you, my peace I give unto you: not as the world giveth, give I unto you. Let not your heart be troubled, neither let it be afraid.',
  },
  {
    reference: 'John 8:12',
    text: 'Then spake Jesus again unto them, saying, I am the light of the world: he that followeth me shall not walk in darkness, but shall have the light of life.',
  },
  {
    reference: 'Matthew 6:33',
    text: 'But seek ye first the kingdom of God, and his righteousness; and all these things shall be added unto you.',
  },
  {
    reference: 'Psalm 118:24',
    text: 'This is the day which the LORD hath made; we will rejoice and be glad in it.',
  },
  {
    reference: 'Psalm 27:1',
    text: 'The LORD is my light and my salvation; whom shall I fear? the LORD is the strength of my life; of whom shall I be afraid?',
  },
  {
    reference: 'Psalm 34:8',
    text: 'O taste and see that the LORD is good: blessed is the man that trusteth in him.',
  },
  {
    reference: 'Psalm 37:4',
    text: 'Delight thyself also in the LORD; and he shall give thee the desires of thine heart.',
  },
  {
    reference: 'Psalm 121:1-2',
    text: 'I will lift up mine eyes unto the hills, from whence cometh my help. My help cometh from the LORD, which made heaven and earth.',
  },
  {
    reference: 'Isaiah 41:10',
    text: 'Fear thou not; for I am with thee: be not dismayed; for I am thy God: I will strengthen thee; yea, I will help thee; yea, I will uphold thee with the right hand of my righteousness.',
  },
  {
    reference: 'Hebrews 11:1',
    text: 'Now faith is the substance of things hoped for, the evidence of things not seen.',
  },
  {
    reference: 'Hebrews 13:8',
    text: 'Jesus Christ the same yesterday, and to day, and for ever.',
  },
  {
    reference: '2 Corinthians 5:17',
    text: 'Therefore if any man be in Christ, he is a new creature: old things are passed away; behold, all things are become new.',
  },
  {
    reference: 'Romans 15:13',
    text: 'Now the God of hope fill you with all joy and peace in believing, that ye may abound in hope, through the power of the Holy Ghost.',
  },
  {
    reference: 'Numbers 6:24-26',
    text: 'The LORD bless thee, and keep thee: The LORD make his face shine upon thee, and be gracious unto thee: The LORD lift up his countenance upon thee, and give thee peace.',
  },
  {
    reference: 'Psalm 100:4',
    text: 'Enter into his gates with thanksgiving, and into his courts with praise: be thankful unto him, and bless his name.',
  },
  {
    reference: '1 Thessalonians 5:16-18',
    text: 'Rejoice evermore. Pray without ceasing. In every thing give thanks: for this is the will of God in Christ Jesus concerning you.',
  },
  {
    reference: '1 Peter 5:7',
    text: 'Casting all your care upon him; for he careth for you.',
  },
  {
    reference: 'Proverbs 16:3',
    text: 'Commit thy works unto the LORD, and thy thoughts shall be established.',
  },
  {
    reference: 'Psalm 19:14',
    text: 'Let the words of my mouth, and the meditation of my heart, be acceptable in thy sight, O LORD, my strength, and my redeemer.',
  },
  {
    reference: 'Matthew 5:14',
    text: 'Ye are the light of the world. A city that is set on an hill cannot be hid.',
  },
  {
    reference: 'Romans 5:8',
    text: 'But God commendeth his love toward us, in that, while we were yet sinners, Christ died for us.',
  },
  { reference: 'Luke 1:37', text: 'For with God nothing shall be impossible.' },
  {
    reference: 'Psalm 136:1',
    text: 'O give thanks unto the LORD; for he is good: for his mercy endureth for ever.',
  },
  {
    reference: 'Isaiah 9:6',
    text: 'For unto us a child is born, unto us a son is given: and the government shall be upon his shoulder: and his name shall be called Wonderful, Counsellor, The mighty God, The everlasting Father, The Prince of Peace.',
  },
  {
    reference: '2 Timothy 1:7',
    text: 'For God hath not given us the spirit of fear; but of power, and of love, and of a sound mind.',
  },
  {
    reference: 'Psalm 145:18',
    text: 'The LORD is nigh unto all them that call upon him, to all that call upon him in truth.',
  },
  {
    reference: 'Matthew 18:20',
    text: 'For where two or three are gathered together in my name, there am I in the midst of them.',
  },
  {
    reference: 'John 15:12',
    text: 'This is my commandment, That ye love one another, as I have loved you.',
  },
];

/** The same verse all day (a `YYYY-MM-DD` date), the next one the day after. */
export function fallbackVerseFor(isoDate: string): VerseDetails {
  const day = Math.floor(Date.parse(`${isoDate}T00:00:00Z`) / 86_400_000);
  const index = ((day % FALLBACK_VERSES.length) + FALLBACK_VERSES.length) % FALLBACK_VERSES.length;
  const verse = FALLBACK_VERSES[index];
  if (!verse) throw new Error(`no fallback verse for ${isoDate}`);
  return verse;
}
