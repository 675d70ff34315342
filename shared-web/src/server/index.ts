// What only the apps' server builds use: never part of a browser's bundle.
export { pageDataOf, type PageQueries } from './pageDataOf';
