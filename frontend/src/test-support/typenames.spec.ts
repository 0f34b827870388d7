import { gql } from '@apollo/client';
import { dataWithTypenames, mockWithTypenames } from './typenames';

const CURRENT_USER = gql`
  query currentUser {
    getCurrentUserV2 {
      id
      email {
        address
      }
      me: profile {
        firstName
      }
    }
  }
`;

const PAGE = gql`
  query page($slug: String!) {
    contentPage(slug: $slug) {
      blocks {
        ...Hero
        ... on ContentFaqBlock {
          id
        }
      }
    }
  }
  fragment Hero on ContentHeroBlock {
    id
  }
`;

describe('mocked answers with __typename', () => {
  it('names every object by the schema type of its field, aliases and lists included', () => {
    expect(dataWithTypenames(CURRENT_USER, { getCurrentUserV2: { id: 'u1', email: { address: 'a@example.com' }, me: { firstName: 'Ana' } } })).toEqual({
      getCurrentUserV2: { __typename: 'User', id: 'u1', email: { __typename: 'UserEmail', address: 'a@example.com' }, me: { __typename: 'Profile', firstName: 'Ana' } },
    });
    expect(dataWithTypenames(CURRENT_USER, { getCurrentUserV2: null })).toEqual({ getCurrentUserV2: null });
  });

  it('keeps the __typename a mock gives a union member, and asks for one where the schema cannot tell', () => {
    const blocks = [{ __typename: 'ContentHeroBlock', id: 'h' }, { __typename: 'ContentFaqBlock', id: 'f' }];
    expect(dataWithTypenames(PAGE, { contentPage: { blocks } })).toEqual({ contentPage: { __typename: 'ContentPage', blocks } });
    expect(() => dataWithTypenames(PAGE, { contentPage: { blocks: [{ id: 'h' }] } })).toThrow(/page\.contentPage\.blocks\.0 is a ContentBlock/);
  });

  it('completes results given as data, as a function and as newData, and leaves errors alone', () => {
    const data = { getCurrentUserV2: { id: 'u1', email: { address: 'a@example.com' }, me: { firstName: 'Ana' } } };
    const named = dataWithTypenames(CURRENT_USER, data);
    const mock = mockWithTypenames({ request: { query: CURRENT_USER }, result: () => ({ data }), newData: () => ({ data }) });
    expect(typeof mock.result === 'function' && mock.result({})).toEqual({ data: named });
    expect(mock.newData?.({})).toEqual({ data: named });
    const failing = { request: { query: CURRENT_USER }, error: new Error('offline') };
    expect(mockWithTypenames(failing)).toEqual(failing);
  });
});
