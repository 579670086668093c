import { LoginScreen } from '@smes/shell';

export default function LoginPage() {
  return <LoginScreen heading="登录中小企业服务门户" registerPath="/register" />;
}
