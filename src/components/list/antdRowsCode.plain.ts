import { loadedNow } from '../../speed/loadLater';
import AntdRowsTable from './AntdRowsTable';

/** The plain build (src/speed/README.md): antd's Table from a list's first render, no look-alike. */
export const antdRows: typeof import('./antdRowsCode').antdRows = loadedNow(AntdRowsTable);
