import {
  apiPaths,
  chatMessageInputSchema,
  CHAT_EMPTY_MESSAGES,
  contactFormData,
  createParishApi,
  validate,
  type HttpClient,
} from '../index';

function recordingClient() {
  const calls: Array<{ method: string; url: string; body: unknown }> = [];
  const record =
    (method: string) =>
    async (url: string, body?: unknown): Promise<{ data: never }> => {
      calls.push({ method, url, body });
      return { data: undefined as never };
    };
  const http: HttpClient = {
    get: (url) => record('GET')(url),
    post: (url, body) => record('POST')(url, body),
    put: (url, body) => record('PUT')(url, body),
    patch: (url, body) => record('PATCH')(url, body),
    delete: (url) => record('DELETE')(url),
  };
  return { http, calls };
}

describe('typed API client', () => {
  it('sends a contact message as multipart with every field of the spec', async () => {
    const { http, calls } = recordingClient();
    const attachment = new Blob(['hello'], { type: 'text/plain' });
    await createParishApi(http).contact.send({
      name: 'Ada',
      email: 'ada@example.org',
      message: 'Hello',
      attachment,
    });
    const [call] = calls;
    expect(call?.url).toBe(apiPaths.contact);
    const form = call?.body as FormData;
    expect(Object.fromEntries([...form.entries()].filter(([key]) => key !== 'attachment'))).toEqual(
      {
        name: 'Ada',
        email: 'ada@example.org',
        phone_number: '',
        message: 'Hello',
        who_is_this_for: '',
      },
    );
    expect(form.get('attachment')).toBeInstanceOf(Blob);
  });

  it('leaves the attachment out when there is none', () => {
    const form = contactFormData({ name: 'A', email: 'a@b.co', message: 'Hi' });
    expect(form.has('attachment')).toBe(false);
  });

  it("puts the video's id in the PUT body as the spec does", async () => {
    const { http, calls } = recordingClient();
    await createParishApi(http).videos.update(7, {
      title: 'Homily',
      youtube_url: 'https://youtu.be/x',
      category: 'Liturgies & Homilies',
    });
    expect(calls[0]).toEqual({
      method: 'PUT',
      url: '/api/videos/7/',
      body: {
        id: 7,
        title: 'Homily',
        youtube_url: 'https://youtu.be/x',
        category: 'Liturgies & Homilies',
      },
    });
  });
});

describe('chat message input', () => {
  it.each(Object.entries(CHAT_EMPTY_MESSAGES))(
    'refuses an empty %s with the spec message',
    (topic, message) => {
      expect(validate(chatMessageInputSchema, { topic, message: '   ' })).toEqual({
        ok: false,
        errors: { message },
      });
    },
  );

  it('accepts a prayer request and trims it', () => {
    expect(
      validate(chatMessageInputSchema, { topic: 'prayer_request', message: '  For my mother  ' }),
    ).toEqual({ ok: true, value: { topic: 'prayer_request', message: 'For my mother' } });
  });

  it('names the topic when it is not one the chat offers', () => {
    const result = validate(chatMessageInputSchema, { topic: 'gossip', message: 'hi' });
    expect(result).toEqual({
      ok: false,
      errors: { topic: 'Choose a prayer request or a question.' },
    });
  });
});
