import { describe, expect, it } from 'vitest';
import { addressBodyOf, addressFieldProblem, fieldOfErrorCode } from './address-rules.ts';

describe('address rules', () => {
  it('checks each field as the server does', () => {
    expect(addressFieldProblem('name', '  ')).toBe('请输入收货人姓名');
    expect(addressFieldProblem('name', '张'.repeat(26))).toBe('请输入收货人姓名');
    expect(addressFieldProblem('name', ' 张三 ')).toBeNull();
    expect(addressFieldProblem('phone', '2380000000')).toBe('请输入正确的手机号');
    expect(addressFieldProblem('phone', '13800000001')).toBeNull();
    expect(addressFieldProblem('region', ['440000', '440300'])).toBe('请选择正确的所在地区');
    expect(addressFieldProblem('region', ['440000', '440300', '440305'])).toBeNull();
    expect(addressFieldProblem('detail', ' 1 ')).toBe('请输入详细地址(2-100字)');
    expect(addressFieldProblem('detail', '号'.repeat(101))).toBe('请输入详细地址(2-100字)');
    expect(addressFieldProblem('detail', '1号')).toBeNull();
  });

  it('maps the server\'s refusals to their fields', () => {
    expect(fieldOfErrorCode(40001)).toBe('phone');
    expect(fieldOfErrorCode(40051)).toBe('region');
    expect(fieldOfErrorCode(40052)).toBe('name');
    expect(fieldOfErrorCode(40053)).toBe('detail');
    expect(fieldOfErrorCode(40054)).toBeNull();
  });

  it('builds the create and update bodies with trimmed text', () => {
    const values = { name: ' 张三 ', phone: '13800000001', region: ['440000', '440300', '440305'], detail: ' 1号 ', isDefault: false };
    expect(addressBodyOf(values)).toEqual({
      name: '张三',
      phone: '13800000001',
      provinceCode: '440000',
      cityCode: '440300',
      districtCode: '440305',
      detail: '1号',
      isDefault: false,
    });
    expect(addressBodyOf(values, '7')).toMatchObject({ id: '7', name: '张三' });
  });
});
