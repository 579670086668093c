import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageContainer, PageHeader, SectionCard } from '@smes/ui';
import { paths } from '../../app/paths';

/** When this statement was last checked against the site (the journeys in accessibility.spec.ts). */
const REVIEWED_ON = '2026年11月24日';

function Items({ children }: { children: ReactNode }) {
  return (
    <Box component="ul" sx={{ m: 0, pl: 3, '& > li + li': { mt: 1 } }}>
      {children}
    </Box>
  );
}

function Item({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Typography component="li">
      <Box component="strong" sx={{ fontWeight: 600 }}>
        {title}：
      </Box>
      {children}
    </Typography>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <SectionCard title={title}>
      <Box sx={{ px: { xs: 2, sm: 3 }, py: 2 }}>{children}</Box>
    </SectionCard>
  );
}

/** 无障碍声明: what the portal supports, what it does not yet, and how to report a barrier. */
export default function AccessibilityPage() {
  return (
    <PageContainer>
      <PageHeader
        title="无障碍声明"
        subtitle="我们希望每一位用户，包括老年人和使用辅助技术的用户，都能顺利查政策、办申报。"
        breadcrumbs={[{ label: '首页', to: paths.home }, { label: '无障碍声明' }]}
      />
      <Stack spacing={3} sx={{ maxWidth: 880 }}>
        <Section title="遵循的标准">
          <Typography sx={{ mb: 1 }}>本门户按以下标准设计和测试：</Typography>
          <Items>
            <Item title="GB/T 37668-2019">《信息技术 互联网内容无障碍可访问性技术要求与测试方法》。</Item>
            <Item title="WCAG 2.2 AA 级">万维网联盟《Web 内容无障碍指南》2.2 版的 A 级和 AA 级要求。</Item>
            <Item title="适老化要求">工业和信息化部《互联网网站适老化通用设计规范》，以关怀模式提供。</Item>
          </Items>
          <Typography sx={{ mt: 1 }}>
            每次发布前，自动化测试会在普通模式和关怀模式下逐一检查门户的全部页面（WCAG 2.2 AA 规则），并确认页面在
            320 像素宽的屏幕上无需左右滚动。
          </Typography>
        </Section>

        <Section title="已支持的功能">
          <Items>
            <Item title="关怀模式">
              点击页面顶部的“关怀模式”开关即可开启或关闭。开启后正文字号不小于 18 像素，文字与背景的对比度达到 7:1（WCAG
              AAA 级），按钮等可点击区域不小于 44×44 像素，顶部导航只保留主要栏目。该设置保存在您当前使用的浏览器中，刷新页面、退出登录后依然有效。
            </Item>
            <Item title="键盘操作">
              所有功能都可以只用键盘完成：Tab 键在链接、按钮和输入框之间移动，Enter 或空格键执行，Esc 键关闭菜单和对话框。按 Tab
              键出现的第一个链接是“跳到主要内容”，可直接跳过页首导航。获得焦点的元素始终带有清晰的外框。
            </Item>
            <Item title="读屏软件">
              每个页面都有独立的页面标题和清晰的标题层级，页首、导航、主要内容和页脚都有对应的区域标记；表单的每个输入框都有名称，出错时提示文字与输入框关联；操作结果的提示消息会被读屏软件自动朗读；图表同时提供数据表格。
            </Item>
            <Item title="放大与小屏幕">页面放大到 200% 或在 320 像素宽的手机上浏览时，内容会重新排列，不会被截断，也无需左右滚动。</Item>
            <Item title="颜色与动画">不以颜色作为唯一的提示方式，正文中的链接带有下划线；系统设置了“减少动态效果”时，页面不播放动画。</Item>
          </Items>
        </Section>

        <Section title="已知的限制">
          <Items>
            <Item title="PDF 附件">
              政策附件和匹配报告的 PDF 文件可能缺少标题结构等标记，读屏软件只能按顺序朗读。附件的内容在政策详情页都有网页版正文，建议优先阅读网页版。
            </Item>
            <Item title="外部页面">统一身份认证的登录、注册页面和“撰写材料”打开的笔记应用由其他平台提供，不在本声明的范围内。</Item>
          </Items>
        </Section>

        <Section title="反馈无障碍问题">
          <Typography>
            如果您在使用中遇到障碍，请通过
            <Link component={RouterLink} to={paths.feedback} state={{ from: paths.accessibility }}>
              意见反馈
            </Link>
            告诉我们：反馈类型请选择“问题反馈”，并写明遇到问题的页面、您的操作，以及使用的浏览器和辅助技术（如读屏软件的名称）。留下手机号或邮箱，我们会在处理后联系您。
          </Typography>
        </Section>

        <Typography variant="body2" color="text.secondary">
          本声明更新于 {REVIEWED_ON}。
        </Typography>
      </Stack>
    </PageContainer>
  );
}
