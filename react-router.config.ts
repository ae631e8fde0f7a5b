// The React Router framework settings: edit when changing rendering mode or build output.
import type { Config } from '@react-router/dev/config';

export default {
  ssr: true,
  appDirectory: 'app',
  buildDirectory: 'build',
} satisfies Config;
