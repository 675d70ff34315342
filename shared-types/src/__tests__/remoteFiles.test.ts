import { matchesPagePath, pageFilesFor, remoteFilesFor } from '../remoteFiles';

const manifest = {
  metaData: {
    remoteEntry: { name: 'remoteEntry.js', path: '' },
    pages: {
      '/': ['home.1.js', 'common.9.js'],
      '/courses': ['courses.2.js', 'common.9.js'],
      '/courses/:course': ['course.3.js', 'common.9.js'],
    },
  },
  exposes: [
    { name: 'widgets/X', assets: { js: { sync: ['x.js'], async: [] } } },
    {
      name: 'routes',
      assets: {
        js: { sync: ['routes.0.js'], async: ['home.1.js', 'courses.2.js', 'course.3.js'] },
      },
    },
  ],
};

describe("a remote's files for one page", () => {
  it('matches route paths as the router does: case, trailing slashes and :params aside', () => {
    expect(matchesPagePath('/', '/')).toBe(true);
    expect(matchesPagePath('/courses', '/Courses/')).toBe(true);
    expect(matchesPagePath('/courses/:course', '/courses/bible-101')).toBe(true);
    expect(matchesPagePath('/courses/:course', '/courses')).toBe(false);
    expect(matchesPagePath('/courses', '/courses/bible-101/x')).toBe(false);
  });

  it("gives the entry, ./routes and that page's chunks, nothing of the other pages", () => {
    expect(
      remoteFilesFor('https://cdn.test/content/mf-manifest.json', manifest, '/courses'),
    ).toEqual([
      'https://cdn.test/content/remoteEntry.js',
      'https://cdn.test/content/routes.0.js',
      'https://cdn.test/content/courses.2.js',
      'https://cdn.test/content/common.9.js',
    ]);
    expect(pageFilesFor(manifest, '/courses/bible-101')).toEqual(['course.3.js', 'common.9.js']);
  });

  it('gives no page chunks for a path the remote has no page for, nor without a path', () => {
    expect(pageFilesFor(manifest, '/nowhere')).toEqual([]);
    expect(remoteFilesFor('https://cdn.test/mf-manifest.json', manifest)).toEqual([
      'https://cdn.test/remoteEntry.js',
      'https://cdn.test/routes.0.js',
    ]);
  });

  it('gives every chunk of ./routes for a build from before the page list', () => {
    const { pages: _pages, ...metaData } = manifest.metaData;
    expect(
      remoteFilesFor('https://cdn.test/mf-manifest.json', { ...manifest, metaData }, '/'),
    ).toEqual([
      'https://cdn.test/remoteEntry.js',
      'https://cdn.test/routes.0.js',
      'https://cdn.test/home.1.js',
      'https://cdn.test/courses.2.js',
      'https://cdn.test/course.3.js',
    ]);
    expect(remoteFilesFor('https://cdn.test/mf-manifest.json', { nothing: true }, '/')).toEqual([]);
  });
});
