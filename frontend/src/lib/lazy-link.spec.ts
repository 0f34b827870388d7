import { ApolloLink, execute, gql, Observable } from '@apollo/client';
import { hasFiles, LazyLink } from './lazy-link';

describe('lazy links', () => {
  it('creates the link on first use only, then reuses it', async () => {
    const create = jest.fn(async () => new ApolloLink(() => Observable.of({ data: { ok: true } })));
    const link = new LazyLink(create);
    const query = gql`
      query {
        ok
      }
    `;
    expect(create).not.toHaveBeenCalled();
    const results = await Promise.all(
      [1, 2].map(() => new Promise((resolve, reject) => execute(link, { query }).subscribe({ next: resolve, error: reject }))),
    );
    expect(results).toEqual([{ data: { ok: true } }, { data: { ok: true } }]);
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('finds files to upload at any depth of the variables', () => {
    expect(hasFiles({ input: { name: 'a', files: [new File(['x'], 'a.txt')] } })).toBe(true);
    expect(hasFiles({ input: { name: 'a', tags: ['b'] } })).toBe(false);
  });
});
