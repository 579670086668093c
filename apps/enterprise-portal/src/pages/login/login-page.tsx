import { LoginScreen } from '@smes/shell';
import { paths } from '../../app/paths';

export default function LoginPage() {
  return <LoginScreen heading="登录中小企业服务门户" registerPath={paths.register} />;
}
