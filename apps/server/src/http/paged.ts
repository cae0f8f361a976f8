/** A page of a list as `Paged(item)` of the contract describes it. */
export interface Paged<T> {
  pageNo: number;
  pageSize: number;
  totalNum: number;
  result: T[];
}
