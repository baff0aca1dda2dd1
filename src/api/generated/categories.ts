import { resourceApi as api } from '../resourceApi';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCategories: build.query<GetCategoriesApiResponse, GetCategoriesApiArg>({
      query: () => ({ url: `/categories` }),
    }),
    createCategory: build.mutation<CreateCategoryApiResponse, CreateCategoryApiArg>({
      query: (queryArg) => ({ url: `/categories`, method: 'POST', body: queryArg.categoryInput }),
    }),
    getCategory: build.query<GetCategoryApiResponse, GetCategoryApiArg>({
      query: (queryArg) => ({ url: `/categories/${queryArg.id}` }),
    }),
    updateCategory: build.mutation<UpdateCategoryApiResponse, UpdateCategoryApiArg>({
      query: (queryArg) => ({
        url: `/categories/${queryArg.id}`,
        method: 'PUT',
        body: queryArg.categoryInput,
        headers: {
          'If-Match': queryArg['If-Match'],
        },
      }),
    }),
    deleteCategory: build.mutation<DeleteCategoryApiResponse, DeleteCategoryApiArg>({
      query: (queryArg) => ({
        url: `/categories/${queryArg.id}`,
        method: 'DELETE',
        headers: {
          'If-Match': queryArg['If-Match'],
        },
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as api };
export type GetCategoriesApiResponse = /** status 200 Categories */ CategoryListEnvelope;
export type GetCategoriesApiArg = void;
export type CreateCategoryApiResponse = /** status 201 The new category */ CategoryEnvelope;
export type CreateCategoryApiArg = {
  categoryInput: CategoryInput;
};
export type GetCategoryApiResponse = /** status 200 The category */ CategoryEnvelope;
export type GetCategoryApiArg = {
  id: number;
};
export type UpdateCategoryApiResponse = /** status 200 The updated category */ CategoryEnvelope;
export type UpdateCategoryApiArg = {
  id: number;
  /** Optional extension (docs/contract.md): the ETag of the record as read. When the record has changed since, the write is refused with 412 and the current record. A backend without record versions ignores it. */
  'If-Match'?: string;
  categoryInput: CategoryInput;
};
export type DeleteCategoryApiResponse = /** status 200 Done */ Ack;
export type DeleteCategoryApiArg = {
  id: number;
  /** Optional extension (docs/contract.md): the ETag of the record as read. When the record has changed since, the write is refused with 412 and the current record. A backend without record versions ignores it. */
  'If-Match'?: string;
};
export type Id = number;
export type Category = {
  id: Id;
  name: string;
};
export type CategoryListEnvelope = {
  data: Category[];
};
export type ErrorReference = string;
export type ErrorBody = {
  message: string;
  reference?: ErrorReference;
};
export type CategoryEnvelope = {
  data?: Category | null;
};
export type FieldError = {
  key: string;
  message: string;
};
export type FieldErrorList = FieldError[];
export type ValidationErrorBody =
  | FieldErrorList
  | {
      message?: string;
      data: FieldErrorList;
      reference?: ErrorReference;
    };
export type Name = string;
export type CategoryInput = {
  id?: Id;
  name: Name;
};
export type Ack = {
  message: string;
};
export const {
  useGetCategoriesQuery,
  useLazyGetCategoriesQuery,
  useCreateCategoryMutation,
  useGetCategoryQuery,
  useLazyGetCategoryQuery,
  useUpdateCategoryMutation,
  useDeleteCategoryMutation,
} = injectedRtkApi;
